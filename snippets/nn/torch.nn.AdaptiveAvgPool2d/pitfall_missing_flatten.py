import torch

features = torch.randn(4, 512, 7, 7)
pooled = torch.nn.AdaptiveAvgPool2d(1)(features)  # (4, 512, 1, 1), still 4-D
fc = torch.nn.Linear(512, 10)
fc(pooled)  # Linear works on the LAST dim, which is 1 here
