import torch

act = torch.nn.ELU(True)  # 本意是 inplace=True，但第一个参数是 alpha
print(act)
print(act(torch.tensor([-5.0])))  # 这里 alpha=True 即 1.0，恰好与默认值一致……
print(torch.nn.ELU(True).inplace)  # ……但并没有原地执行任何操作
