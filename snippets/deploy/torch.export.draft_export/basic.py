import torch
import torch.nn as nn
from torch.export import draft_export, export


class Sign(nn.Module):
    def forward(self, x):
        if x.sum() > 0:
            return x + 1
        return x - 1


x = torch.ones(3)
try:
    export(Sign(), (x,))
except Exception as e:
    print("export:", type(e).__name__)

# draft_export records the problem instead of raising
ep = draft_export(Sign(), (x,))
report = ep._report
print("successful:", report.successful())
for failure in report.failures:
    data = failure.data
    print(failure.failure_type, data["expr"], "assumed", data["result"], "at", repr(data["user_stack"][-1]["loc"]))

# The program keeps only the branch the example input took
print(ep.module()(torch.full((3,), 2.0)))
