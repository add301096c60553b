import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


# Pretrained with 10 classes, fine-tuned with 5: the head has another shape.
pretrained = torch.nn.Sequential(torch.nn.Linear(8, 16), torch.nn.ReLU(), torch.nn.Linear(16, 10)).to(device)
state = pretrained.state_dict()

model = torch.nn.Sequential(torch.nn.Linear(8, 16), torch.nn.ReLU(), torch.nn.Linear(16, 5)).to(device)
model.load_state_dict(state)
