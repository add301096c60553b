import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = torch.nn.Sequential(torch.nn.Linear(4, 4), torch.nn.Linear(4, 2)).to(device)
opt = torch.optim.SGD(model[1].parameters(), lr=0.1)

# "Add the rest of the model" - but model.parameters() also contains model[1]'s tensors.
opt.add_param_group({"params": model.parameters(), "lr": 0.01})
