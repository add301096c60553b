import torch

before = torch.get_num_threads()  # machine-dependent default, not printed

torch.set_num_threads(1)
print(torch.get_num_threads())
a = torch.ones(256, 256)
print((a @ a)[0, 0].item())  # same result, now computed on one CPU thread

torch.set_num_threads(2)
print(torch.get_num_threads())

torch.set_num_threads(before)  # restore
print(torch.get_num_threads() == before)
