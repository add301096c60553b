import torch

probs = torch.tensor([0.91, 0.00002, 0.08998])

torch.set_printoptions(sci_mode=False)
print(probs)

torch.set_printoptions(precision=3)  # 没有传 sci_mode：恢复为自动
print(probs)
