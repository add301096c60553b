import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


# nn.DataParallel（以及 DistributedDataParallel）把真正的模型放在 `.module` 里，
# 所以它们 state_dict 的键都以 "module." 开头。
net = torch.nn.Sequential(torch.nn.Linear(4, 3), torch.nn.ReLU(), torch.nn.Linear(3, 2)).to(device)
wrapped = torch.nn.DataParallel(net)
torch.save(wrapped.state_dict(), "ckpt.pt")

state = torch.load("ckpt.pt", map_location=device)
print(list(state))
plain = torch.nn.Sequential(torch.nn.Linear(4, 3), torch.nn.ReLU(), torch.nn.Linear(3, 2)).to(device)
plain.load_state_dict(state)
