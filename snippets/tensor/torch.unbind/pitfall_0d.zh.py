import torch

score = torch.tensor([0.5, 0.2]).sum()    # 0 维
print(score.reshape(1).unbind())
score.unbind()
