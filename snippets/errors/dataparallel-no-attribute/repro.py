import torch.nn as nn


class Classifier(nn.Module):
    def __init__(self):
        super().__init__()
        self.backbone = nn.Linear(8, 4)
        self.fc = nn.Linear(4, 2)

    def forward(self, x):
        return self.fc(self.backbone(x))


model = nn.DataParallel(Classifier())  # wrapped for several GPUs
model.fc = nn.Linear(4, 5)  # setting works (it only adds a new attribute to the wrapper) ...
del model.fc
print(model.fc.out_features)  # ... but reading a submodule of the wrapped model fails
