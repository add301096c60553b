import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.ones(3, device=device)  # already on the GPU
print(x.device.type)
x.pin_memory()                    # only dense CPU tensors can be pinned
