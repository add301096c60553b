import torch

x = torch.ones(2)  # on the CPU
if x.get_device():  # -1 is truthy, and cuda:0 would give 0, which is falsy
    print("looks like a GPU tensor, but it is on", x.device)
print(x.is_cuda, x.device.type == "cpu")  # fix: ask the question directly
