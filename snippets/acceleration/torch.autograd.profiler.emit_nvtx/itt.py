import torch
from torch.autograd import profiler

model = torch.nn.Linear(16, 4)
x = torch.randn(8, 16)

# Run the script under Intel VTune, e.g.: vtune -collect hotspots -- python train.py
with profiler.emit_itt(record_shapes=True) as annotator:
    loss = model(x).sum()
    loss.backward()

print("with gives:", type(annotator).__name__)
print("weight grad:", tuple(model.weight.grad.shape))
