import numpy as np
import torch

labels = torch.tensor([0, 1, 2])

print(labels == [0, 1, 2])                  # 一个普通的 Python False，不是掩码
print(labels != [0, 1, 2])                  # 以及一个普通的 True
print(np.array([0, 1, 2]) == [0, 1, 2])     # NumPy 会逐元素比较
print(labels == torch.tensor([0, 1, 2]))    # 先把列表转换成张量才能得到掩码
