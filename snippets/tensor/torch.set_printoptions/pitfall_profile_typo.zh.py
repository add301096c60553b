import torch

torch.set_printoptions(profile="Full")  # 未知的名称：被静默忽略
print(torch.arange(2000))  # 仍然是摘要显示

torch.set_printoptions(profile="full")
print("..." in repr(torch.arange(2000)))
