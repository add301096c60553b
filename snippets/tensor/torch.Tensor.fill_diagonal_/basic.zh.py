import torch

# 在 softmax 之前屏蔽自相似项
sim = torch.ones(3, 3)
sim.fill_diagonal_(float("-inf"))             # 原地操作；返回 sim 本身
print(sim)

# 高矩阵：只填顶部的方块，除非 wrap=True
print(torch.zeros(5, 2).fill_diagonal_(1))
print(torch.zeros(5, 2).fill_diagonal_(1, wrap=True))   # 跳过一行后重新开始

# 所有维度大小相等：填充 x[i, i, i]
cube = torch.zeros(2, 2, 2).fill_diagonal_(7)
print(cube[0, 0, 0], cube[1, 1, 1], cube.sum())
