import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

w = torch.nn.Parameter(torch.ones(2, device=device))
old = torch.optim.SGD([w], lr=0.1)
ckpt = old.state_dict()

# Fine-tuning run: "resume, but with a smaller learning rate"
new = torch.optim.SGD([w], lr=0.001)
new.load_state_dict(ckpt)
print(new.param_groups[0]["lr"])  # the checkpoint's hyperparameters win

for group in new.param_groups:  # set it again after loading
    group["lr"] = 0.001
print(new.param_groups[0]["lr"])
