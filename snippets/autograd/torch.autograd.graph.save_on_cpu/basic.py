import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

torch.manual_seed(0)
model = torch.nn.Sequential(torch.nn.Linear(4, 4), torch.nn.Tanh(), torch.nn.Linear(4, 1)).to(device)
x = torch.randn(8, 4, device=device)

# Reference gradients without the hook
model(x).sum().backward()
ref = [p.grad.clone() for p in model.parameters()]
model.zero_grad()

# Activations saved for backward are packed to CPU, and copied back in backward
with torch.autograd.graph.save_on_cpu(pin_memory=(device.type == "cuda")):
    loss = model(x).sum()
loss.backward()
print(all(torch.allclose(r, p.grad) for r, p in zip(ref, model.parameters())))
print(loss.device.type == device.type)
