from torch import nn
from torch.nn.utils import spectral_norm

layer = spectral_norm(nn.Linear(5, 3))
spectral_norm(layer)  # e.g. a model-building helper applied it already
