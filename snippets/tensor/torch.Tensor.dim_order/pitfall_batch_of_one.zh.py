import torch

train_batch = torch.empty(32, 3, 8, 8)
print(train_batch.dim_order(ambiguity_check=True))

single = torch.empty(1, 3, 8, 8)  # 推理时只有一张图
print(single.stride())
single.dim_order(ambiguity_check=True)
