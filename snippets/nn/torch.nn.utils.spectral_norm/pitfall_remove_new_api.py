from torch import nn
from torch.nn.utils import parametrizations, remove_spectral_norm

layer = parametrizations.spectral_norm(nn.Linear(5, 3))  # the new API
remove_spectral_norm(layer)  # the old API's remover
