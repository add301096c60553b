import torch

torch.ones(2, -1)   # 与 reshape 不同，这里的 -1 不表示“自动推算这一维”
