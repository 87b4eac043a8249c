-- wrk script of npm run soak: GETs spread over the paths given after "--", each connection
-- pausing SOAK_DELAY_MS between requests so the total rate stays near the soak's target.
-- The summary line comes from wrk-report.lua (its path in SOAK_REPORT_SCRIPT).
dofile(os.getenv("SOAK_REPORT_SCRIPT"))

local paths = {}
local pause = tonumber(os.getenv("SOAK_DELAY_MS") or "0")
local index = 0

init = function(args)
  for i, path in ipairs(args) do paths[i] = path end
  index = math.random(1, #paths)
end

request = function()
  index = index % #paths + 1
  return wrk.format("GET", paths[index])
end

delay = function()
  return pause
end
