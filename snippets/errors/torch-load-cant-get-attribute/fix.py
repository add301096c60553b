import torch
import torch.nn as nn


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(4, 2)


torch.manual_seed(0)
trained = Net()
torch.save(trained.state_dict(), "model.pt")  # tensors only, no class names

model = Net()  # the loading code builds the model itself ...
model.load_state_dict(torch.load("model.pt"))  # ... and loads with the default weights_only=True
print(torch.equal(model.fc.weight, trained.fc.weight))
