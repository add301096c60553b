import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.randn(3, 3, device=device, requires_grad=True)
with torch.autograd.graph.save_on_cpu():
    y = x @ x  # still computed on `device`
y.sum().backward()
# Only the tensors saved for backward were parked in CPU memory
print(y.device.type == device.type, x.grad.device.type == device.type)
