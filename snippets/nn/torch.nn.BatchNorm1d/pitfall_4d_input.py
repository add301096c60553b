import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

bn = torch.nn.BatchNorm1d(num_features=3).to(device)
images = torch.randn(2, 3, 8, 8, device=device)  # image feature maps need BatchNorm2d
bn(images)
