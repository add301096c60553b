import torch
from torch import nn

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(4, 4), nn.Dropout(p=0.5), nn.BatchNorm1d(4)).to(device)
print(model.training, model[1].training)  # 模块创建时处于训练模式

model.eval()
print(model.training, model[1].training)

returned = model.train()  # 递归地切回训练模式
print(returned is model, model[1].training)
model.train(False)  # 等同于 eval()
print(model[2].training)
