import torch
import torch.nn as nn


class Classifier(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(4, 2)
        self.drop = nn.Dropout(0.5)
        self.temperature = 2.0  # a float attribute: kept, typed as float
        self.labels = ["cat", "dog"]  # a list of str: kept, typed as List[str]

    def forward(self, x):
        return self.drop(self.fc(x)) / self.temperature


torch.manual_seed(0)
model = Classifier()
scripted = torch.jit.script(model)  # FutureWarning on torch 2.15
print(type(scripted).__name__)
print(isinstance(scripted, torch.jit.ScriptModule), isinstance(scripted, nn.Module))
print(scripted.temperature, scripted.labels)
print(scripted.fc.weight is model.fc.weight)  # parameters are shared, not copied
print(scripted.code)

scripted.eval()  # train()/eval() work as on any nn.Module
print(scripted.training, scripted.drop.training)
x = torch.ones(1, 4)
print(torch.equal(scripted(x), model.eval()(x)))
print(list(scripted.state_dict()))
