import torch
from torch import nn

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

trained = nn.Sequential(nn.Linear(6, 4), nn.Linear(4, 3))
checkpoint = trained.state_dict()

feature_model = nn.Sequential(nn.Linear(6, 4), nn.Identity()).to(device)  # 去掉了分类头
feature_model.load_state_dict(checkpoint)
