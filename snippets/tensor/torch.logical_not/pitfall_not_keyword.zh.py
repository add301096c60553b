import torch

done = torch.tensor([True, False, True])

print(~done)
active = not done              # Python 的 not 需要单个真值
