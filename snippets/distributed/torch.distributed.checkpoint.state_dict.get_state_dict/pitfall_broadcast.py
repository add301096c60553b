import torch.nn as nn
from torch.distributed.checkpoint.state_dict import StateDictOptions, set_model_state_dict

model = nn.Linear(4, 2)
checkpoint = nn.Linear(4, 2).state_dict()
set_model_state_dict(model, checkpoint, options=StateDictOptions(broadcast_from_rank0=True))
