import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

# CUDA-only example: it needs a machine with an NVIDIA GPU
x = torch.arange(4, dtype=torch.float32)     # CPU tensor
g = x.cuda()                                  # copy on the current CUDA device
print(g.device.type, g.device.index == torch.cuda.current_device())
print(x.device.type)                          # the original stays on the CPU

print(g.cuda() is g)                          # already there: no copy, same object
print(x.cuda(device.index or 0).device.type)  # an explicit device index also works
print(torch.equal(g.cpu(), x))
