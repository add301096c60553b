import torch

# 只迁移了一半：旧的类，加上新类的第一个参数
scaler = torch.cuda.amp.GradScaler(device="cuda", init_scale=1024.0)
