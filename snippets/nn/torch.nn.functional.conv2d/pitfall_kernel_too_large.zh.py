import torch
import torch.nn.functional as F

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

feature_map = torch.zeros(1, 3, 2, 2, device=device)  # 经过几层之后空间尺寸缩小了
weight = torch.zeros(8, 3, 3, 3, device=device)
print(F.conv2d(feature_map, weight, padding=1).shape)  # 加上 padding 即可修正
F.conv2d(feature_map, weight)
