import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


# nn.DataParallel (and DistributedDataParallel) keep the real model in `.module`,
# so their state_dict keys all start with "module.".
net = torch.nn.Sequential(torch.nn.Linear(4, 3), torch.nn.ReLU(), torch.nn.Linear(3, 2)).to(device)
wrapped = torch.nn.DataParallel(net)
torch.save(wrapped.state_dict(), "ckpt.pt")

state = torch.load("ckpt.pt", map_location=device)
print(list(state))
plain = torch.nn.Sequential(torch.nn.Linear(4, 3), torch.nn.ReLU(), torch.nn.Linear(3, 2)).to(device)
plain.load_state_dict(state)
