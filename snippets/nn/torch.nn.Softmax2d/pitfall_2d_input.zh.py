import torch

logits = torch.randn(8, 10)  # 分类头输出的 (N, classes)
torch.nn.Softmax2d()(logits)
