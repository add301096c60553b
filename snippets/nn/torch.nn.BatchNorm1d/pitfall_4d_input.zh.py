import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

bn = torch.nn.BatchNorm1d(num_features=3).to(device)
images = torch.randn(2, 3, 8, 8, device=device)  # 图像特征图应该用 BatchNorm2d
bn(images)
