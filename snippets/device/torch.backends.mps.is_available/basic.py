import torch

print("MPS built into this torch:", torch.backends.mps.is_built())
print("MPS usable now:", torch.backends.mps.is_available())

if torch.cuda.is_available():
    device = torch.device("cuda")
elif torch.backends.mps.is_available():
    device = torch.device("mps")
else:
    device = torch.device("cpu")

x = torch.ones(2, 3, device=device)
print(x.device.type in {"cuda", "mps", "cpu"}, x.sum().item())
