import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = torch.nn.Linear(3, 2).to(device)
x = torch.ones(4, 3, device=device)

opt = torch.optim.Adam([model.weight, model.bias], lr=1e-3)
model(x).sum().backward()
opt.step()
ckpt = opt.state_dict()  # index 0 = weight (2, 3), index 1 = bias (2,)

# The resumed script collects the parameters in another order.
resumed = torch.optim.Adam([model.bias, model.weight], lr=1e-3)
resumed.load_state_dict(ckpt)  # only the counts are checked, so this succeeds
print(resumed.state[model.bias]["exp_avg"].shape)  # the weight's moments, now attached to the bias
model(x).sum().backward()
resumed.step()
