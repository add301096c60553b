import torch

scores = torch.tensor([0.2, 0.7, 0.9])

# 一个元素满足时 "scores > 0.5" 算真，还是全部满足才算？torch 拒绝猜测。
if scores > 0.5:
    print("confident")
