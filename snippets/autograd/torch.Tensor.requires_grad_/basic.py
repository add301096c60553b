import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

# Build a leaf tensor first, then turn on gradient tracking
w = (torch.randn(3, device=device) * 0.01).requires_grad_()
print(w.is_leaf, w.requires_grad)

# Freeze a module's parameters (returns the tensor itself, so it chains)
layer = torch.nn.Linear(2, 2).to(device)
for p in layer.parameters():
    p.requires_grad_(False)
print([p.requires_grad for p in layer.parameters()])

out = layer(torch.ones(1, 2, device=device))
print(out.requires_grad)
