import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.ones(2, device=device)
print(x.get_device())  # -1 on the CPU, the GPU's index (0, 1, ...) on CUDA
print(torch.ones(2).get_device(), torch.get_device(torch.ones(2)))

# x.device is the full answer: type and index
print(x.device.type, x.device.index)
