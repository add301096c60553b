import torch

features = torch.randn(4, 512, 7, 7)
pooled = torch.nn.AdaptiveAvgPool2d(1)(features)  # (4, 512, 1, 1)，仍是 4 维
fc = torch.nn.Linear(512, 10)
fc(pooled)  # Linear 作用于最后一维，而这里最后一维是 1
