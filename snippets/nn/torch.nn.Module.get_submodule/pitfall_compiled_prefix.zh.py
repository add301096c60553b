from torch import nn

net = nn.Sequential(nn.Linear(2, 3), nn.ReLU())
# 名字来自由 DataParallel 或 torch.compile 包装后保存的检查点
saved_names = ["module.0.weight", "module.0.bias"]
net.get_parameter(saved_names[0])
