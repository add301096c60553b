import torch

cores = 6
torch.set_num_threads(cores // 2)  # integer division
print(torch.get_num_threads())
torch.set_num_threads(cores / 2)   # 3.0 is a float
