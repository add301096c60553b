from torch import nn

net = nn.Sequential(nn.Linear(2, 3), nn.ReLU())
# names taken from a checkpoint saved from a DataParallel or torch.compile wrapper
saved_names = ["module.0.weight", "module.0.bias"]
net.get_parameter(saved_names[0])
