import torch
import torch.nn as nn

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(4, 4), nn.Dropout(0.5))  # still in training mode
traced = torch.jit.trace(model, torch.ones(2, 4), check_trace=False)

traced.eval()
print([m.training for m in traced.modules()])  # every flag says eval
x = torch.ones(2, 4)
print(torch.equal(traced(x), traced(x)))  # dropout still runs: it was recorded with train=True
print(torch.equal(model.eval()(x), model(x)))

scripted = torch.jit.script(model.train()).eval()  # script keeps the `self.training` branch
print(torch.equal(scripted(x), scripted(x)))
