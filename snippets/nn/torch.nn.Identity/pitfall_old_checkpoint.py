import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

from torch import nn

trained = nn.Sequential(nn.Linear(6, 4), nn.Linear(4, 3))
checkpoint = trained.state_dict()

feature_model = nn.Sequential(nn.Linear(6, 4), nn.Identity()).to(device)  # head removed
feature_model.load_state_dict(checkpoint)
