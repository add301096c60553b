import torch

cores = 6
torch.set_num_threads(cores // 2)  # 整除
print(torch.get_num_threads())
torch.set_num_threads(cores / 2)   # 3.0 是浮点数
