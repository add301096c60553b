import torch
import torch.nn as nn

torch.manual_seed(0)
model = nn.Linear(4, 3).eval()
x = torch.randn(2, 4)
ep = torch.export.export(model, (x,))
before = ep.module()(x)

# Keep training (or fine-tune) the eager model after exporting
with torch.no_grad():
    model.weight.mul_(0.0)

print(ep.state_dict["weight"] is model.weight)
print(torch.equal(ep.module()(x), before))  # the "exported" result changed
