from torch import nn


def ignore_unexpected(module, incompatible_keys):
    return incompatible_keys._replace(unexpected_keys=[])


layer = nn.Linear(2, 1)
layer.register_load_state_dict_post_hook(ignore_unexpected)
layer.load_state_dict(nn.Linear(2, 1).state_dict())
