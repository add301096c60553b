import torch

per_sample_loss = torch.tensor([0.3, float("nan"), 0.7])

print(torch.isfinite(per_sample_loss).all())   # 先归约成一个结果
if not torch.isfinite(per_sample_loss):        # 三个结果：没有单一的真值
    print("skip")
